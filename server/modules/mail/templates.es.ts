import { stateNameEs } from "@shared/states-es";
import { DISCREET } from "./discreet";
import type { MailWords } from "./words";

// The Spanish of every message (templates.ts says what they may and may not say), in the words of
// docs/glossary-es.md: plain, short sentences, "usted", one word for one thing. The recipient's gender is not
// known, so a sentence about them that needs one names both ("abogado o abogada").
const sign = "\n\n— ClearCounsel\nSolo es información legal general. No crea una relación entre abogado y cliente.";
const DISCREET_SIGN = DISCREET.es.sign;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A change to how the account signs in: the same neutral subject, discreet or not; `text` names the account. */
const signInChange = (text: (account: string, end: string) => string) => ({
  subject: "Su configuración para iniciar sesión cambió",
  text: text("su cuenta de ClearCounsel", sign),
  discreet: { subject: "Su configuración para iniciar sesión cambió", text: text("su cuenta", DISCREET_SIGN) },
});

export const es: MailWords = {
  verification: (link) => ({
    subject: "Confirme su correo electrónico",
    text: `Hola:\n\nLe damos la bienvenida a ClearCounsel. Por favor, confirme su correo electrónico. Para hacerlo, abra este enlace en los próximos 7 días:\n\n${link}\n\nSi usted no creó una cuenta, puede ignorar este mensaje.${sign}`,
    discreet: {
      subject: "Confirme su correo electrónico",
      text: `Hola:\n\nPor favor, confirme su correo electrónico. Para hacerlo, abra este enlace en los próximos 7 días:\n\n${link}\n\nSi usted no creó una cuenta, puede ignorar este mensaje.${DISCREET_SIGN}`,
    },
  }),

  passwordReset: (link) => ({
    subject: "Cambie su contraseña",
    text: `Hola:\n\nAlguien pidió cambiar la contraseña de su cuenta de ClearCounsel. Para elegir una contraseña nueva, abra este enlace antes de que pase una hora:\n\n${link}\n\nEl enlace funciona una sola vez. Si usted no lo pidió, puede ignorar este mensaje. Su contraseña no cambiará.${sign}`,
    discreet: {
      subject: "Cambie su contraseña",
      text: `Hola:\n\nAlguien pidió cambiar la contraseña de su cuenta. Para elegir una contraseña nueva, abra este enlace antes de que pase una hora:\n\n${link}\n\nEl enlace funciona una sola vez. Si usted no lo pidió, puede ignorar este mensaje. Su contraseña no cambiará.${DISCREET_SIGN}`,
    },
  }),

  applicationConfirmation: (link) => ({
    subject: "Confirme su solicitud como abogado o abogada",
    text: `Hola:\n\nAlguien usó este correo electrónico para pedir responder preguntas en ClearCounsel como abogado voluntario o abogada voluntaria. Para enviar la solicitud a las personas que la revisan, abra este enlace en los próximos 7 días:\n\n${link}\n\nSi usted no lo pidió, puede ignorar este mensaje. Nadie revisará la solicitud.${sign}`,
  }),

  signInSettingsChanged: (change, link) =>
    signInChange(
      (account, end) =>
        `Hola:\n\n${change === "on" ? `Se activó el inicio de sesión en dos pasos para ${account}, o se agregó una nueva forma de iniciar sesión` : `Se desactivó el inicio de sesión en dos pasos para ${account}, o se quitó una forma de iniciar sesión`}. Si usted hizo este cambio, no tiene que hacer nada más. Puede ver su configuración para iniciar sesión aquí:\n\n${link}\n\nSi usted no lo hizo, cambie su contraseña ahora desde la página para iniciar sesión y comuníquese con el servicio.${end}`,
    ),

  recoveryCodeUsed: (left, link) =>
    signInChange(
      (account, end) =>
        `Hola:\n\nSe usó un código de recuperación para ${account}. ${left === 1 ? "Le queda 1 código de recuperación" : `Le quedan ${left} códigos de recuperación`}. Si fue usted, puede crear códigos nuevos aquí:\n\n${link}\n\nSi no fue usted, cambie su contraseña ahora desde la página para iniciar sesión y comuníquese con el servicio.${end}`,
    ),

  attorneyApproved: (link, hasAccount) => ({
    subject: "Aprobamos su solicitud como abogado o abogada",
    text: `Hola:\n\nGracias por su solicitud. La aprobamos. Inicie sesión para ver la lista de preguntas:\n\n${link}${hasAccount ? "" : "\n\nSi todavía no tiene una cuenta, cree una con este correo electrónico y confírmelo. Así su perfil aprobado quedará unido a esa cuenta."}${sign}`,
  }),

  attorneyRejected: (reason) => ({
    subject: "Sobre su solicitud como abogado o abogada",
    text: `Hola:\n\nGracias por su solicitud para responder preguntas en ClearCounsel. La revisamos y por ahora no podemos aprobarla.${reason ? `\n\nUna nota de la persona que revisó su solicitud:\n${reason}` : ""}\n\nPuede enviar otra solicitud con sus datos al día.${sign}`,
  }),

  attorneyRevoked: (link) => ({
    subject: "Sobre su acceso como abogado o abogada",
    text: `Hola:\n\nUn administrador le quitó el permiso para responder preguntas en ClearCounsel. Las preguntas que usted había tomado y todavía no había respondido volvieron a la lista de preguntas para otros abogados voluntarios.\n\nEsta dirección de correo electrónico no recibe respuestas. Si cree que esto es un error, comuníquese con los administradores. Sus datos de contacto están en el sitio:\n\n${link}${sign}`,
  }),

  attorneyReinstated: (link) => ({
    subject: "Sobre su acceso como abogado o abogada",
    text: `Hola:\n\nUn administrador le devolvió el permiso para responder preguntas en ClearCounsel. Inicie sesión para ver la lista de preguntas:\n\n${link}${sign}`,
  }),

  questionAnswered: (link) => ({
    subject: "Tiene una nueva respuesta en ClearCounsel",
    text: `Hola:\n\nHay una nueva respuesta para usted en ClearCounsel. Inicie sesión para leerla:\n\n${link}${sign}`,
    discreet: { text: `Hola:\n\nHay algo nuevo para usted. Inicie sesión para verlo:\n\n${link}${DISCREET_SIGN}` },
  }),

  claimReleasedByAdmin: (link) => ({
    subject: "Una pregunta que usted tomó volvió a la lista",
    text: `Hola:\n\nUn administrador devolvió a la lista una pregunta que usted había tomado, para que otro abogado voluntario pueda responderla. Gracias por su ayuda. Las otras preguntas que usted tomó están aquí:\n\n${link}${sign}`,
  }),

  followUpForAttorney: (link) => ({
    subject: "Una pregunta de seguimiento le espera en ClearCounsel",
    text: `Hola:\n\nLa persona que hizo la pregunta que usted tomó escribió una pregunta de seguimiento. Inicie sesión para leerla y responder:\n\n${link}${sign}`,
  }),

  followUpForAsker: (link) => ({
    subject: "Tiene un nuevo mensaje en ClearCounsel",
    text: `Hola:\n\nEl abogado o la abogada le escribió en ClearCounsel. Inicie sesión para leer el mensaje:\n\n${link}${sign}`,
    discreet: { text: `Hola:\n\nTiene un nuevo mensaje. Inicie sesión para leerlo:\n\n${link}${DISCREET_SIGN}` },
  }),

  questionWithdrawn: (link) => ({
    subject: "Retiraron una pregunta que usted tomó",
    text: `Hola:\n\nLa persona que hizo una pregunta que usted había tomado la retiró. Ya no tiene que hacer nada con ella. Gracias por su ayuda. Las otras preguntas que usted tomó están aquí:\n\n${link}${sign}`,
  }),

  claimHoldReminder: (link, hoursLeft) => ({
    subject: "Una pregunta que usted tomó espera su respuesta",
    text: `Hola:\n\nEl tiempo reservado para una pregunta que usted tomó termina en más o menos ${plural(hoursLeft, "hora", "horas")}. Si puede, respóndala antes. Si no puede, devuélvala a la lista para que otro abogado voluntario pueda ayudar. Cuando termine el tiempo reservado, la pregunta volverá sola a la lista. Las preguntas que usted tomó están aquí:\n\n${link}${sign}`,
  }),

  claimHoldEnded: (link) => ({
    subject: "Terminó su tiempo reservado para una pregunta",
    text: `Hola:\n\nTerminó el tiempo reservado para una pregunta que usted tomó, y no hubo respuesta. Por eso la pregunta volvió a la lista para otros abogados voluntarios. Si todavía está abierta, puede tomarla otra vez desde la lista de preguntas. Las otras preguntas que usted tomó están aquí:\n\n${link}${sign}`,
  }),

  questionExpired: (link) => ({
    subject: "Novedades de ClearCounsel",
    text: `Hola:\n\nLo sentimos. Ningún abogado voluntario pudo responder su pregunta a tiempo, así que ahora está cerrada. Aquí hay otros lugares que pueden ayudarle, como ayuda legal gratuita donde usted vive:\n\n${link}\n\nPuede preguntar otra vez.${sign}`,
    discreet: {
      text: `Hola:\n\nLo sentimos. Nadie pudo contestarle a tiempo, así que su solicitud ahora está cerrada. Aquí hay otros lugares que pueden ayudarle:\n\n${link}\n\nPuede preguntar otra vez.${DISCREET_SIGN}`,
    },
  }),

  conversationClosed: (link) => ({
    subject: "Se cerró una conversación en ClearCounsel",
    text: `Hola:\n\nUna de sus conversaciones en ClearCounsel no tuvo mensajes nuevos por un tiempo, así que ahora está cerrada. Todavía puede leerla aquí:\n\n${link}\n\nSi necesita más ayuda, puede hacer una pregunta nueva.${sign}`,
    discreet: {
      text: `Hola:\n\nUna de sus conversaciones no tuvo mensajes nuevos por un tiempo, así que ahora está cerrada. Todavía puede leerla aquí:\n\n${link}${DISCREET_SIGN}`,
    },
  }),

  newQuestionsNotice: (link, unsubscribe, counts) => {
    const lines = counts.map(
      (c) =>
        `- ${c.state === null ? "Sin estado" : stateNameEs(c.state)}: ${plural(c.fresh, "nueva", "nuevas")}; en total ${c.waiting === 1 ? "espera 1 pregunta" : `esperan ${c.waiting} preguntas`}; ${c.soon} con fecha límite en los próximos 14 días`,
    );
    return {
      subject: "Hay preguntas que esperan a un abogado voluntario",
      text: `Hola:\n\nDesde nuestro último mensaje, algunas personas hicieron preguntas que usted puede responder en ClearCounsel:\n\n${lines.join("\n")}\n\nLa lista de preguntas está aquí:\n\n${link}\n\nPara cambiar cada cuánto le escribimos, use «Correos sobre preguntas nuevas» en el Panel del abogado. Para dejar de recibir estos mensajes, abra este enlace:\n\n${unsubscribe}${sign}`,
    };
  },
};
