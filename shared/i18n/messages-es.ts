import type { Dictionary } from "./translate";

/**
 * The Spanish of every message the server or a validator can send (docs/decisions/040). The server speaks English,
 * as the contract says; the client shows these when Spanish is active. Keys are the English exactly, with `{name}`
 * where the message carries a value (a number, a field's label); the Spanish keeps those placeholders. Words follow
 * docs/glossary-es.md. shared/i18n/messages-es.test.ts fails when a message in the sources is missing here.
 */
export const messagesEs: Dictionary = {
  // shared/validators: the forms' and the API's field messages.
  "A conflict list holds at most {max} names": "Una lista de conflictos puede tener como máximo {max} nombres",
  "A passkey's name must be at most {max} characters":
    "El nombre de una llave de acceso debe tener como máximo {max} caracteres",
  "A passkey's name must not contain links, line breaks or hidden characters":
    "El nombre de una llave de acceso no puede tener enlaces, saltos de línea ni caracteres ocultos",
  "Answer Required: Please provide your legal response before submitting.":
    "Falta la respuesta: por favor, escriba su respuesta legal antes de enviarla.",
  "Answer Too Long: Please keep your response under {max} characters.":
    "Respuesta demasiado larga: por favor, escriba menos de {max} caracteres.",
  "Answer Too Short: Please provide a more detailed response (at least {min} characters).":
    "Respuesta demasiado corta: por favor, dé una respuesta con más detalle (al menos {min} caracteres).",
  "BPR number must be at most 50 characters": "El número BPR debe tener como máximo 50 caracteres",
  "BPR number must be text": "El número BPR debe ser texto",
  "Send the body as JSON (Content-Type: application/json)":
    "Envíe el cuerpo de la petición como JSON (Content-Type: application/json)",
  "Specializations must be at most 1000 characters": "Las especialidades deben tener como máximo 1000 caracteres",
  "Specializations must be text": "Las especialidades deben ser texto",
  "includeDisclaimer must be true or false": "includeDisclaimer debe ser true o false",
  "Categories must be a list of category ids": "Los temas deben ser una lista de números de tema",
  "Current password is required": "Escriba su contraseña actual",
  "Each name": "Cada nombre",
  "Enter at most 100 characters of a name": "Escriba como máximo 100 caracteres del nombre",
  "Enter part of a name": "Escriba parte de un nombre",
  "First name": "El nombre",
  "First name is required": "Escriba su nombre",
  "Follow-up Required: Please enter your follow-up question.":
    "Falta la pregunta de seguimiento: por favor, escriba su pregunta de seguimiento.",
  "Follow-up Too Long: Please keep it under {max} characters.":
    "Pregunta de seguimiento demasiado larga: por favor, escriba menos de {max} caracteres.",
  "Follow-up Too Short: Please provide more detail (at least {min} characters).":
    "Pregunta de seguimiento demasiado corta: por favor, dé más detalles (al menos {min} caracteres).",
  "Give the start of your day as a date and time within the last two days":
    "Indique el comienzo de su día como una fecha y hora de los últimos dos días",
  "Invalid action": "La acción no es válida",
  "Invalid actor id": "La persona indicada no es válida",
  "Invalid category": "El tema no es válido",
  "Invalid cursor": "La página pedida no es válida",
  "Invalid cutoff": "El punto de corte de la lista no es válido",
  "Invalid email address": "El correo electrónico no es válido",
  "Invalid end time": "La hora de fin no es válida",
  "Invalid id": "El número indicado no es válido",
  "Invalid limit": "El límite no es válido",
  "Invalid passkey id": "La llave de acceso indicada no es válida",
  "Invalid question": "La pregunta no es válida",
  "Invalid question id": "El número de la pregunta no es válido",
  "Invalid safety answer": "La respuesta sobre su seguridad no es válida",
  "Invalid start time": "La hora de inicio no es válida",
  "Last name": "El apellido",
  "Last name is required": "Escriba su apellido",
  "Law school is required": "Escriba su facultad de derecho",
  "License number is required": "Escriba su número de licencia",
  "License number must be at most 50 characters": "El número de licencia debe tener como máximo 50 caracteres",
  "Names must be a list": "Los nombres deben ser una lista",
  "Other parties must be a list of names": "Los nombres de la otra parte deben ser una lista",
  "Password is required": "Escriba su contraseña",
  "Password must be at least {min} characters": "La contraseña debe tener al menos {min} caracteres",
  "Password must be at most {max} bytes (accented letters and symbols count as two or more)":
    "La contraseña debe tener como máximo {max} bytes (las letras con acento y los símbolos cuentan como dos o más)",
  "Passwords don't match": "Las contraseñas no coinciden",
  "Please answer yes, partly or no": "Por favor, responda sí, en parte o no",
  "Please choose English or Spanish": "Por favor, elija inglés o español",
  "Please choose a period of at most 10 years": "Por favor, elija un período de 10 años como máximo",
  "Please choose a privacy option": "Por favor, elija una opción de privacidad",
  "Please choose a state from the list": "Por favor, elija un estado de la lista",
  "Please choose at least one language you answer in": "Por favor, elija al menos un idioma en el que responde",
  "Please choose categories from the list": "Por favor, elija temas de la lista",
  "Please choose how often to hear of new questions": "Por favor, elija cada cuánto quiere saber de preguntas nuevas",
  "Please choose the state this is about": "Por favor, elija el estado al que se refiere su pregunta",
  "Please choose what kind of deadline this is": "Por favor, elija qué tipo de fecha límite es",
  "Please choose whether your e-mail should be discreet": "Por favor, elija si quiere recibir correo discreto",
  "Please enter a real date (YYYY-MM-DD)": "Por favor, escriba una fecha real (AAAA-MM-DD)",
  "Please enter either a code from your app or a recovery code.":
    "Por favor, escriba un código de su aplicación o un código de recuperación, solo uno de los dos.",
  "Please enter one of your recovery codes.": "Por favor, escriba uno de sus códigos de recuperación.",
  "Please enter the 6-digit code from your app.": "Por favor, escriba el código de 6 números de su aplicación.",
  "Please enter your password to delete your account": "Por favor, escriba su contraseña para borrar su cuenta",
  "Please enter your password.": "Por favor, escriba su contraseña.",
  "Please give the date of the deadline, or clear its kind":
    "Por favor, escriba la fecha límite, o borre el tipo de fecha límite",
  "Please give the end as a date (YYYY-MM-DD)": "Por favor, escriba el final como una fecha (AAAA-MM-DD)",
  "Please give the start as a date (YYYY-MM-DD)": "Por favor, escriba el comienzo como una fecha (AAAA-MM-DD)",
  "Please group by week, month, state or category": "Por favor, agrupe por semana, mes, estado o tema",
  "Please keep the reason to {max} characters or fewer": "Por favor, escriba el motivo con {max} caracteres o menos",
  "Please keep your question under {max} characters": "Por favor, escriba su pregunta con menos de {max} caracteres",
  "Please name at most {max} other parties":
    "Por favor, nombre como máximo {max} personas u organizaciones de la otra parte",
  "Please provide more detail (at least {min} characters)": "Por favor, dé más detalles (al menos {min} caracteres)",
  "Please select a category": "Por favor, elija un tema",
  "Practice areas are required": "Escriba sus áreas de práctica",
  "Practice state is required": "Elija el estado donde ejerce",
  "Reset token is required": "Falta el código del enlace para cambiar la contraseña",
  "Terms Required: Please accept the terms and conditions to submit your question.":
    "Falta aceptar los términos: por favor, acepte los Términos de uso para enviar su pregunta.",
  "That code is not right. Please try again.": "Ese código no es correcto. Por favor, inténtelo de nuevo.",
  "That passkey could not be added. Please try again.":
    "No se pudo agregar esa llave de acceso. Por favor, inténtelo de nuevo.",
  "That passkey did not work. Please try again or sign in with your password.":
    "Esa llave de acceso no funcionó. Por favor, inténtelo de nuevo o inicie sesión con su contraseña.",
  "The code is 6 numbers. Please check your app and try again.":
    "El código tiene 6 números. Por favor, revise su aplicación e inténtelo de nuevo.",
  "The deadline cannot be in the past": "La fecha límite no puede estar en el pasado",
  "The deadline must be within a year from today": "La fecha límite no puede ser más de un año después de hoy",
  "The end must not be before the start": "El final no puede ser antes del comienzo",
  "The format is json or csv": "El formato es json o csv",
  "The reason must be text": "El motivo debe ser texto",
  "This unsubscribe link is not valid": "Este enlace para dejar de recibir avisos no es válido",
  "Title must be at least {min} characters": "El título debe tener al menos {min} caracteres",
  "Title must be at most {max} characters": "El título debe tener como máximo {max} caracteres",
  "Valid email is required": "Escriba un correo electrónico válido",
  "Valid graduation year is required": "Escriba un año de graduación válido",
  "Years of experience must be 0 or more": "Los años de experiencia deben ser 0 o más",
  "Years of experience must be 80 or less": "Los años de experiencia deben ser 80 o menos",
  "Years of experience must be a whole number": "Los años de experiencia deben ser un número entero",
  "confirmNoConflict must be true or false": "confirmNoConflict debe ser true o false",
  // Built from a field's label, which is translated on its own above ("First name" -> "El nombre").
  "{label} is required": "{label} es obligatorio",
  "{label} must be at most {max} characters": "{label} debe tener como máximo {max} caracteres",
  "{label} must not contain links, line breaks or hidden characters":
    "{label} no puede tener enlaces, saltos de línea ni caracteres ocultos",
  "{label} must be {min} to {max} characters": "{label} debe tener de {min} a {max} caracteres",

  // The attorney application's own words for an empty field (docs/decisions/025), kept in English in the form's state
  // like the shared checks' messages, and shown through this dictionary.
  "Choose the state where you practice": "Elija el estado donde ejerce como abogado",
  "Enter your e-mail address": "Escriba su correo electrónico",
  "Enter your first name": "Escriba su nombre",
  "Enter your graduation year": "Escriba el año en que se graduó",
  "Enter your last name": "Escriba su apellido",
  "Enter your law school": "Escriba su facultad de derecho",
  "Enter your license number": "Escriba su número de licencia",
  "Enter your practice areas": "Escriba sus áreas de práctica",
  "Enter your years of experience": "Escriba sus años de experiencia",

  // The server: its errors, its limits and what it says when a call worked.
  "An account with this email already exists": "Ya existe una cuenta con este correo electrónico",
  "An application with this email already exists.": "Ya existe una solicitud con este correo electrónico.",
  "An application for your e-mail address is already waiting. Open the confirmation link we sent to your e-mail address, and it becomes this account's.":
    "Ya hay una solicitud esperando para su correo electrónico. Abra el enlace de confirmación que enviamos a su correo electrónico, y la solicitud pasará a ser de esta cuenta.",
  "Application not found": "No se encontró la solicitud",
  "Application rejected": "Solicitud rechazada",
  "Attorney not found": "No se encontró al abogado",
  "Bad request": "La petición no es correcta",
  "Codes from your app cannot be checked right now. Please use a recovery code, or try again later.":
    "Ahora no podemos revisar los códigos de su aplicación. Por favor, use un código de recuperación o inténtelo más tarde.",
  "Cross-site request refused": "Se rechazó una petición que venía de otro sitio",
  "Database unreachable": "No se puede conectar con la base de datos",
  "The attorney who answered this question can no longer read follow-ups. If you need more help, you can ask a new question.":
    "El abogado que respondió esta pregunta ya no puede leer preguntas de seguimiento. Si necesita más ayuda, puede hacer una pregunta nueva.",
  "Follow-ups can be added once an attorney has claimed the question":
    "Podrá agregar preguntas de seguimiento cuando un abogado haya tomado la pregunta",
  "If an account exists for that email, we have sent a link to reset the password.":
    "Si existe una cuenta con ese correo electrónico, le enviamos un enlace para cambiar la contraseña.",
  "Internal server error": "Hubo un error en el servidor",
  "Invalid email or password": "El correo electrónico o la contraseña no son correctos",
  "Invalid input": "Los datos no son válidos",
  "License not found": "No se encontró la licencia",
  "License rejected": "Licencia rechazada",
  "Logged out": "Sesión cerrada",
  "No attorney profile": "No tiene un perfil de abogado",
  "Not found": "No se encontró",
  "Only a question nobody has claimed can expire": "Solo puede vencer una pregunta que ningún abogado ha tomado",
  "Only a question that is waiting or being reviewed can be withdrawn":
    "Solo se puede retirar una pregunta pendiente o que un abogado está revisando",
  "Only an answered question can be closed": "Solo se puede cerrar una pregunta respondida",
  "Only the attorney who claimed this question can answer it":
    "Solo el abogado que tomó esta pregunta puede responderla",
  "Only the attorney who claimed this question can release it":
    "Solo el abogado que tomó esta pregunta puede devolverla a la lista",
  "Only the person who asked this question can do that": "Solo la persona que hizo esta pregunta puede hacer eso",
  "Passkey removed.": "Se quitó la llave de acceso.",
  "Please confirm your e-mail address to start answering questions.":
    "Por favor, confirme su correo electrónico para empezar a responder preguntas.",
  "You are signed in already.": "Usted ya inició sesión.",
  "Please sign in again: the code step has timed out.":
    "Por favor, inicie sesión otra vez: se acabó el tiempo para escribir el código.",
  "Please start the setup again: there is no code to confirm.":
    "Por favor, empiece la configuración otra vez: no hay ningún código que confirmar.",
  "Please turn on two-step sign-in to continue.": "Por favor, active el inicio de sesión en dos pasos para continuar.",
  "Possible conflict: someone named on this question matches a name on your conflict list. Check it, then confirm that there is no conflict to claim it.":
    "Posible conflicto de intereses: una persona nombrada en esta pregunta coincide con un nombre de su lista de conflictos. Revíselo y luego confirme que no hay conflicto para tomar la pregunta.",
  "Question not found": "No se encontró la pregunta",
  "Request aborted": "La petición se interrumpió",
  "Request body is not valid JSON": "El contenido de la petición no es JSON válido",
  "Request body must be a JSON object": "El contenido de la petición debe ser un objeto JSON",
  "Request body is too large": "El contenido de la petición es demasiado grande",
  "Request refused": "Se rechazó la petición",
  "Request size did not match content length": "El tamaño de la petición no coincide con el tamaño anunciado",
  "Service temporarily unavailable. Please try again shortly.":
    "El servicio no está disponible en este momento. Por favor, inténtelo de nuevo en unos minutos.",
  "Terms must be accepted first": "Primero debe aceptar los términos",
  "Text must not contain a null character": "El texto no puede tener un carácter nulo",
  "Text must not contain a broken character (half of a surrogate pair)":
    "El texto no debe contener un carácter roto (la mitad de un par sustituto)",
  "That password is not correct, so nothing was deleted": "Esa contraseña no es correcta, así que no se borró nada",
  "That password is not correct.": "Esa contraseña no es correcta.",
  "This application has already been approved": "Esta solicitud ya fue aprobada",
  "This attorney is not approved": "Este abogado no está aprobado",
  "This attorney's access has not been revoked": "A este abogado no se le ha quitado el acceso",
  "This attorney's access was revoked; reinstate them from the Revoked list":
    "A este abogado se le quitó el acceso; devuélvaselo desde la lista Abogados sin acceso",
  "This license has already been verified": "Esta licencia ya fue verificada",
  "This question has already been answered": "Esta pregunta ya fue respondida",
  "This question has already been claimed": "Esta pregunta ya fue tomada",
  "This question is no longer waiting, so it can no longer be claimed":
    "Esta pregunta ya no está esperando, así que ya no se puede tomar",
  "This question is closed, so it takes no more follow-ups":
    "Esta pregunta está cerrada, así que ya no acepta preguntas de seguimiento",
  "This question was withdrawn, so it takes no more follow-ups":
    "Esta pregunta fue retirada, así que ya no acepta preguntas de seguimiento",
  "This question closed because no attorney was available, so it takes no follow-ups":
    "Esta pregunta se cerró porque no hubo un abogado disponible, así que no acepta preguntas de seguimiento",
  "This question is not claimed, so there is nothing to answer":
    "Ningún abogado ha tomado esta pregunta, así que no hay nada que responder",
  "This question is not claimed, so there is nothing to release":
    "Ningún abogado ha tomado esta pregunta, así que no hay nada que devolver a la lista",
  "This reset link is invalid or has expired. Please request a new one.":
    "Este enlace para cambiar la contraseña no es válido o ya venció. Por favor, pida uno nuevo.",
  "Too many attempts from this network. Please wait an hour and try again.":
    "Demasiados intentos desde esta red. Por favor, espere una hora e inténtelo de nuevo.",
  "To change how you sign in, first sign in again with your passkey or your authenticator app.":
    "Para cambiar cómo inicia sesión, primero vuelva a iniciar sesión con su llave de acceso o su aplicación de autenticación.",
  "Too many requests. Please slow down and try again in a minute.":
    "Demasiadas peticiones. Por favor, vaya más despacio e inténtelo de nuevo en un minuto.",
  "Too many sign-in attempts from this network. Please wait a minute and try again.":
    "Demasiados intentos de iniciar sesión desde esta red. Por favor, espere un minuto e inténtelo de nuevo.",
  "Too many sign-in attempts. Please wait 15 minutes and try again.":
    "Demasiados intentos de iniciar sesión. Por favor, espere 15 minutos e inténtelo de nuevo.",
  "Too many wrong codes. Please wait 15 minutes and try again.":
    "Demasiados códigos incorrectos. Por favor, espere 15 minutos e inténtelo de nuevo.",
  "Two-step sign-in is already on.": "El inicio de sesión en dos pasos ya está activado.",
  "Two-step sign-in is not on.": "El inicio de sesión en dos pasos no está activado.",
  "Two-step sign-in is off.": "El inicio de sesión en dos pasos está desactivado.",
  Unauthorized: "No autorizado",
  "Unsupported charset": "No se acepta ese juego de caracteres",
  "Unsupported content encoding": "No se acepta esa codificación del contenido",
  "You already hold a license for this state": "Ya tiene una licencia para este estado",
  "You are the only admin, so this account cannot be deleted. Make another account an admin first.":
    "Usted es el único administrador, así que no se puede borrar esta cuenta. Primero haga administrador a otra cuenta.",
  "You cannot claim your own question": "No puede tomar su propia pregunta",
  "You do not have permission to do this.": "No tiene permiso para hacer esto.",
  "You have already applied as an attorney.": "Usted ya envió una solicitud como abogado.",
  "You have asked {limit} questions in the last 24 hours, which is the most we take from one account. Please wait a while before asking another.":
    "Usted hizo {limit} preguntas en las últimas 24 horas, que es lo máximo que aceptamos de una cuenta. Por favor, espere un tiempo antes de hacer otra.",
  "You hold no verified license in this state": "No tiene una licencia verificada en este estado",
  "Your account and its data have been deleted.": "Se borraron su cuenta y sus datos.",
  "Your current password is not correct": "Su contraseña actual no es correcta",
  "Your hold on this question ran out, so it went back to the queue and this answer was not sent. If the question is still open, claim it again from the queue to answer it.":
    "Se acabó su tiempo reservado para esta pregunta, así que volvió a la lista de preguntas y esta respuesta no se envió. Si la pregunta sigue abierta, tómela otra vez desde la lista para responderla.",
  "Your password has been changed.": "Se cambió su contraseña.",
  "Your password has been reset. Please sign in with your new password.":
    "Se cambió su contraseña. Por favor, inicie sesión con su nueva contraseña.",

  // zod's own words, for a field whose schema names no message (not written by the service; not checked above).
  "Invalid input: expected {expected}, received {received}":
    "Dato no válido: se esperaba {expected} y llegó {received}",
  "Too big: expected {kind} to have <={max} characters": "Demasiado largo: debe tener como máximo {max} caracteres",
  "Too small: expected {kind} to have >={min} characters": "Demasiado corto: debe tener al menos {min} caracteres",
};
