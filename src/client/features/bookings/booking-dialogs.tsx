import { type FormEvent, useState } from "react";
import type { Booking } from "../../../shared/api/bookings";
import { errorMessageOf } from "../../api/error-details";
import { toastFailure } from "../../api/failure-toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog, DialogContent, DialogSubmitActions } from "../../ui/dialog";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { clockText, dayTitle, momentAt, wallTimeIn } from "./booking-time";
import { useCancelBooking, useMoveBooking } from "./bookings-api";

/** A booking with what the page shows beside it: its agent's name and timezone. */
export interface ShownBooking {
  booking: Booking;
  agentName: string;
  timezone: string;
}

function whenText({ booking, timezone }: ShownBooking): string {
  const wall = wallTimeIn(timezone, new Date(booking.start));
  return `${dayTitle(wall.date)} at ${clockText(wall.time)}`;
}

/** Asks before cancelling: the caller is texted, and the slot is freed for others. */
export function CancelBookingDialog({ shown, onClose }: { shown: ShownBooking | null; onClose: () => void }) {
  const cancel = useCancelBooking();
  return shown ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this booking?"
      description={`${shown.booking.callerName}'s ${shown.booking.service} on ${whenText(shown)} is cancelled and the slot freed. ${shown.booking.callerName} gets a text at ${shown.booking.callerPhone} saying so.`}
      confirmLabel="Cancel booking"
      mutation={cancel}
      variables={shown.booking.id}
      onConfirmed={(answer) =>
        toast({
          title: "Booking cancelled",
          description: answer.callerTexted
            ? `${shown.booking.callerName} was texted.`
            : `${shown.booking.callerName} could not be texted; tell them yourself.`,
        })
      }
      onFailed={(error) =>
        toastFailure("Booking not cancelled", error, "Check your connection and try again.")
      }
    />
  ) : null;
}

function MoveForm({ shown, onClose }: { shown: ShownBooking; onClose: () => void }) {
  const wall = wallTimeIn(shown.timezone, new Date(shown.booking.start));
  const [date, setDate] = useState(wall.date);
  const [time, setTime] = useState(wall.time);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMoveBooking();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
      setRefusal("Enter the new date and time.");
      return;
    }
    const start = momentAt(shown.timezone, date, time).toISOString();
    move.mutate(
      { id: shown.booking.id, start },
      {
        onSuccess: (answer) => {
          toast({
            title: "Booking moved",
            description: answer.callerTexted
              ? `${shown.booking.callerName} was texted the new time.`
              : `${shown.booking.callerName} could not be texted; tell them the new time yourself.`,
          });
          onClose();
        },
        onError: (error) => setRefusal(errorMessageOf(error, "The booking could not be moved. Try again.")),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="New date"
          type="date"
          value={date}
          onValueChange={(value) => {
            setDate(value);
            setRefusal(null);
          }}
        />
        <TextField
          label="New time"
          type="time"
          step={300}
          value={time}
          error={refusal}
          onValueChange={(value) => {
            setTime(value);
            setRefusal(null);
          }}
        />
      </div>
      <DialogSubmitActions onCancel={onClose} isPending={move.isPending}>
        Move booking
      </DialogSubmitActions>
    </form>
  );
}

/** Moves a booking to another free time, typed on its agent's wall clock; a refusal shows under the time. */
export function MoveBookingDialog({ shown, onClose }: { shown: ShownBooking | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shown ? (
        <DialogContent
          title="Move this booking"
          description={`${shown.booking.callerName}'s ${shown.booking.service}, now ${whenText(shown)}. Times are in ${shown.timezone}. ${shown.booking.callerName} gets a text with the new time.`}
        >
          <MoveForm shown={shown} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
