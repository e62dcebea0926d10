import type { NotificationTexts } from './texts';

export const pt: NotificationTexts = {
  goalBehind: {
    title: '{goalName} está atrás do plano',
    body: 'Você juntou {actual} desta meta; a esta altura o plano previa {expected}.',
  },
  goalDeadline: {
    title: '{goalName} vence em {deadline}',
    body: 'Ainda faltam {remaining} para juntar até {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Amanhã: {eventTitle}',
    titleHourBefore: 'Em 1 hora: {eventTitle}',
    body: 'Começa às {time} em {date}.',
    bodyAllDay: 'O dia todo em {date}.',
  },
  largeExpense: {
    title: 'Despesa alta: {amount}',
    body: '{description} foi registrada no valor de {amount}.',
  },
  budgetThreshold: {
    title: 'Orçamento de {categoryName} em {percent}',
    titleUsedUp: 'Orçamento de {categoryName} esgotado',
    body: 'Você gastou {spent} de {limit} em {month}.',
  },
  billDue: {
    title: '{scheduleName} vence em {date}',
    body: '{amount} deve ser pago em {date}.',
  },
  friendRequest: {
    title: '{name} enviou um pedido de amizade',
    body: 'Aceite ou recuse em Amigos.',
  },
  groupInviteAccepted: {
    title: '{name} entrou em {groupName}',
    body: '{name} aceitou o convite para {groupName}.',
  },
  groupExpense: {
    title: 'Nova despesa em {groupName}',
    body: '{name} adicionou {description}. Sua parte é {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} vai a {eventTitle}',
    titleMaybe: '{name} talvez vá a {eventTitle}',
    titleCantGo: '{name} não pode ir a {eventTitle}',
    body: 'Veja quem vem no calendário.',
  },
  proposalWaiting: {
    title: 'Confirme uma alteração de {source}',
    body: 'Proposto: {details}. Nada é gravado até você confirmar.',
    bodyPlain: 'Nada é gravado até você confirmar.',
  },
};
