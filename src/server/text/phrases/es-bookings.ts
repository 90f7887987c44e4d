import type { Phrases } from "./phrases";

// Spanish words for a caller's own booking: asking for one, cancelling or moving it, and which of
// the times or bookings the agent listed they mean.
export const spanishOwnBooking: Phrases["callerIntents"]["ownBooking"] = {
  booking: ["cita, citas, reserva, reservas, reservacion, reservaciones, mesa, turno, sesion"],
  cancel: ["cancelar, cancela, cancele, cancelo, anular, anule, no voy a poder ir, no puedo ir"],
  move: ["cambiar, cambie, cambio, mover, mueva, reprogramar, reprograme, pasar, pase, otro dia, otra hora"],
  availability: [
    "algo disponible, hay disponibilidad, tienen disponibilidad, hay lugar, tienen lugar, hay espacio",
    "tienen espacio, un hueco, me pueden atender",
  ],
  ordinals: {
    first: ["primera, primero, la primera, el primero"],
    second: ["segunda, segundo, la segunda, el segundo, la de en medio"],
    third: ["tercera, tercero, la tercera, el tercero"],
    last: ["ultima, ultimo, la ultima, el ultimo"],
  },
};
