import { Link } from "wouter";
import { DocumentationSection, FactList, LINK_CLASSES, Subheading } from "./documentation-parts";

// The standard call-forwarding codes (GSM supplementary services on mobiles; vertical service codes on
// North American lines).
const FORWARDING_CODES = [
  {
    term: "Mobile phones (most networks)",
    detail: (
      <>
        All calls: <code>**21*number#</code>. Unanswered: <code>**61*number#</code>. When busy:{" "}
        <code>**67*number#</code>. Stop all forwarding: <code>##002#</code>.
      </>
    ),
  },
  {
    term: "Verizon and most US landlines",
    detail: (
      <>
        All calls: <code>*72</code> then the number. Unanswered and busy (Verizon): <code>*71</code> then the
        number. Stop: <code>*73</code>.
      </>
    ),
  },
  {
    term: "BT and most UK landlines",
    detail: (
      <>
        All calls: <code>*21*number#</code>. Unanswered: <code>*61*number#</code>. Stop: <code>#21#</code>.
      </>
    ),
  },
  {
    term: "Other lines",
    detail: "Your phone company's help pages or support line give the codes for your line.",
  },
];

/** How an owner keeps the number callers know: forward the line, or move the number to Twilio. */
export function BringYourNumber() {
  return (
    <DocumentationSection id="bring-your-number">
      <p>
        Your callers can keep dialling the number they know. There are two ways: keep your line and forward
        its calls to your agent, or move the number itself into our Twilio account and have the agent answer
        on it.
      </p>
      <Subheading>Way 1: keep your line and forward it</Subheading>
      <p>
        Create your agent on a new number ("Get a new one" under Phone number on the main screen), then tell
        your line to send its calls there. Forwarding is set on the phone line itself, usually takes a minute,
        and is undone with one code. These are the usual codes; carriers differ, so if one does not work, your
        phone company's help pages or support line give the right one. Dial them from the line you forward,
        with your agent's number in full (for example +1 702 555 0123) where it says <em>number</em>:
      </p>
      <FactList facts={FORWARDING_CODES} />
      <p>
        To have your staff answer first and the agent take only the calls they miss, forward unanswered and
        busy calls instead of all calls. Your phone company may charge for forwarded calls as for any call to
        that number; your agent's minutes are billed as usual. A business phone system or a VoIP line sets
        forwarding in its own settings: look for "call forwarding" or "forward to external number".
      </p>
      <Subheading>Way 2: move your number into our Twilio account</Subheading>
      <p>
        Moving a number from one phone company to another is called porting. Switchboard's numbers live in a
        Twilio account, so your number moves there, and Twilio does the move with your current phone company:
      </p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 marker:text-faint-foreground">
        <li>
          Ask for the move from{" "}
          <Link href="/help-support" className={LINK_CLASSES}>
            Help &amp; Support
          </Link>{" "}
          with the number. (If you run Switchboard with your own Twilio account, start it yourself in the
          Twilio Console, under Phone Numbers, Port a number.)
        </li>
        <li>
          Have a recent bill from your phone company at hand: the account holder's name and the service
          address must match it exactly. A mobile number also needs its account number and transfer PIN.
        </li>
        <li>Sign the letter of authorization Twilio sends you, which lets your phone company release it.</li>
        <li>
          Keep your current service until the move is done: the number keeps working there meanwhile, and the
          phone company confirms the day it moves, usually within a few days to a few weeks.
        </li>
        <li>
          Once it has moved, choose "Use one I already have" under Phone number on the main screen, pick its
          country and type the number. Switchboard checks that it is in the account and connects it to your
          agent.
        </li>
      </ol>
      <p>
        A number you brought stays in the account when you delete its agent, so you can use it for another
        agent. Only one agent answers on a number at a time.
      </p>
    </DocumentationSection>
  );
}
