import type { NotificationTexts } from './texts';

export const es: NotificationTexts = {
  goalBehind: {
    title: '{goalName} va por detrás del plan',
    body: 'Has ahorrado el {actual} de esta meta; a estas alturas el plan esperaba el {expected}.',
  },
  goalDeadline: {
    title: '{goalName} vence el {deadline}',
    body: 'Aún faltan {remaining} por ahorrar antes del {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Mañana: {eventTitle}',
    titleHourBefore: 'En 1 hora: {eventTitle}',
    body: 'Empieza a las {time} el {date}.',
    bodyAllDay: 'Todo el día el {date}.',
  },
  largeExpense: {
    title: 'Gasto grande: {amount}',
    body: 'Se registró {description} por {amount}.',
  },
  budgetThreshold: {
    title: 'Presupuesto de {categoryName} al {percent}',
    titleUsedUp: 'Presupuesto de {categoryName} agotado',
    body: 'Has gastado {spent} de {limit} en {month}.',
  },
  billDue: {
    title: '{scheduleName} vence el {date}',
    body: 'Hay que pagar {amount} el {date}.',
  },
  friendRequest: {
    title: '{name} te envió una solicitud de amistad',
    body: 'Acéptala o recházala en Amigos.',
  },
  groupInviteAccepted: {
    title: '{name} se unió a {groupName}',
    body: '{name} aceptó la invitación a {groupName}.',
  },
  groupExpense: {
    title: 'Nuevo gasto en {groupName}',
    body: '{name} añadió {description}. Tu parte es {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} irá a {eventTitle}',
    titleMaybe: '{name} quizá vaya a {eventTitle}',
    titleCantGo: '{name} no puede ir a {eventTitle}',
    body: 'Mira quién viene en el calendario.',
  },
  proposalWaiting: {
    title: 'Confirma un cambio de {source}',
    body: 'Propuesto: {details}. No se guarda nada hasta que lo confirmes.',
    bodyPlain: 'No se guarda nada hasta que lo confirmes.',
  },
};
