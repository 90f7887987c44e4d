import type { BookingLines, Phrases } from "./phrases";

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

// Lo que dice el agente al reservar, cancelar o cambiar una cita de quien llama.
export const spanishBookingLines: BookingLines = {
  askWhen: "Con gusto le reservo {label}. ¿Qué día y a qué hora le gustaría?",
  askWhenAgain: "¿Qué día y a qué hora le gustaría?",
  askWhichOffered: "¿Cuál de esos horarios prefiere, o le viene mejor otro día?",
  askName: "¿A nombre de quién hago la reserva?",
  askNumber: "¿Con qué número de teléfono guardo la reserva? Le enviaremos los detalles por mensaje.",
  numberAgain: "Disculpe, no entendí el número completo. ¿Me lo repite, dígito por dígito?",
  confirmMove: "¿Le cambio la reserva al {start}?",
  confirmBook: "Entonces, {label} el {start}, a nombre de {name}. ¿Se la reservo?",
  confirmCancel: "Tengo {label} a nombre de {name} el {start}. ¿La cancelo?",
  askAgainYesOrNo: "¿Lo confirmo, sí o no?",
  leftAsItIs: "De acuerdo, la dejo como está.",
  askNewTime: "Tengo {label} a nombre de {name} el {start}. ¿A qué día y hora la quiere cambiar?",
  whichBooking: "Tengo {count} reservas con su número: {list}. ¿Cuál de ellas?",
  noneUnderSaidNumber:
    "No encuentro ninguna reserva próxima con ese número. Puedo tomarle un mensaje para que {business} lo revise.",
  noneUnderLineNumber:
    "No encuentro ninguna reserva próxima con el número desde el que llama. Puedo tomarle un mensaje para que {business} lo revise.",
  booked: "Listo: {label} el {start}, a nombre de {name}. Le enviaremos los detalles por mensaje.",
  moved: "Listo: su reserva ahora es el {start}. Le enviaremos la nueva hora por mensaje.",
  cancelled: "Listo: su reserva del {start} está cancelada. Le enviaremos una confirmación por mensaje.",
  justTaken: "Lo siento, esa hora se acaba de ocupar.",
  cannotBookThatTime: "Lo siento, no puedo reservar esa hora.",
  cannotChange: "Lo siento, en este momento no puedo hacer ese cambio en el sistema de reservas.",
  takeMessageInstead:
    "Permítame tomarle un mensaje para que {business} le devuelva la llamada y lo organice.",
  timeNotFree: "Lo siento, esa hora no está disponible.",
  nothingThatDay: "Lo siento, ese día no hay nada disponible.",
  freeThatDay: "El {day} tengo {times}.",
  whichSuits: "¿Cuál le viene mejor?",
  nextFreeTimes: "Los próximos horarios libres son {times}. ¿Le sirve alguno?",
};
