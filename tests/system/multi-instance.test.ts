import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type HttpClient, signUp, topUp } from "../support/http-client";
import { readOutbox } from "../support/outbox";
import { type RunningServer, startAppServer } from "../support/server-process";

// Issue 7 §4: two server processes on one PostgreSQL. A login made through one
// works through the other, concurrent purchases across both never overspend, and
// a scheduled job runs once.
describe.runIf(process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("share sessions, never overspend together, and send a weekly report once", async () => {
    const servers: RunningServer[] = [];
    let owner: HttpClient | undefined;
    try {
      servers.push(await startAppServer());
      owner = await signUp(servers[0]!);
      await owner.request("POST", "/api/notification-settings", {
        settings: {
          agentCreated: true,
          agentErrors: true,
          balanceAlerts: true,
          paymentUpdates: true,
          weeklyReports: true,
          systemUpdates: true,
        },
      });
      await owner.request("PATCH", "/api/user-settings", {
        autoRechargeEnabled: false,
        autoRechargeLimit: 10,
      });
      await topUp(owner, 50);
      await servers.pop()!.stop();

      // Both start at once: both apply migrations (under the lock) and run the weekly job.
      servers.push(...(await Promise.all([startAppServer(), startAppServer()])));
      const [first, second] = servers as [RunningServer, RunningServer];
      owner.setBaseUrl(first.url);

      const viaSecond = await fetch(`${second.url}/api/auth/me`, { headers: { cookie: owner.cookie } });
      expect(viaSecond.status).toBe(200);
      expect(((await viaSecond.json()) as { user: { username: string } }).user.username).toBe(owner.username);

      const numbers = (await owner.request("GET", "/api/phone-numbers/415?country=US")) as string[];
      const attempts = numbers.slice(0, 10).map((phoneNumber, index) =>
        fetch(`${(index % 2 === 0 ? first : second).url}/api/active-bots`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: (index % 2 === 0 ? first : second).url,
            cookie: owner!.cookie,
          },
          body: JSON.stringify({
            phoneNumber,
            selectedCountry: "US",
            businessName: `Twin Cafe ${index}`,
            businessCategory: "restaurant",
            agentName: `Twin Cafe ${index} AI Assistant`,
            agentPurpose: "Answer questions",
          }),
        }),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 402)).toHaveLength(8);
      const balance = (await owner.request("GET", "/api/balance")) as { balance: number };
      expect(balance.balance).toBe(0);

      // The weekly report: each instance ran the job at start; one mail went out.
      let reports = 0;
      for (let attempt = 0; attempt < 50 && reports === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const mails = [
          ...(await readOutbox(join(first.dataDir, "outbox"))),
          ...(await readOutbox(join(second.dataDir, "outbox"))),
        ];
        reports = mails.filter((mail) => mail.subject.startsWith("Your Switchboard week of")).length;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const finalMails = [
        ...(await readOutbox(join(first.dataDir, "outbox"))),
        ...(await readOutbox(join(second.dataDir, "outbox"))),
      ].filter(
        (mail) => mail.subject.startsWith("Your Switchboard week of") && mail.to.startsWith(owner!.username),
      );
      expect(finalMails).toHaveLength(1);
    } finally {
      if (owner) {
        // A shared PostgreSQL keeps nothing of this run.
        const pg = await import("pg");
        const client = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query("delete from users where username = $1", [owner.username]);
        await client.end();
      }
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
