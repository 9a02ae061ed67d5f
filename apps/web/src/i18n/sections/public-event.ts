import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

export const publicEventEn = {
  organizedBy: 'Organized by {{organization}}',
  date: 'Event date',
  eventCode: 'Event code',
  unit: 'Counted in',
  participants: 'Participants',
  goal: 'Goal',
  raised: 'Raised',
  progress: '{{percent}}% of the goal raised',
  fundsGoTo: 'Funds go to',
  status: { draft: 'Being prepared', active: 'Open for pledges', completed: 'Completed' },
  privacy: "Participants' names are not shown here. Ask your participant for their personal page.",
  unknownTitle: 'Thon not found',
  tryAgain: 'Check the code and try again.',
} as const;

export const publicEventEs: Strings<typeof publicEventEn> = {
  organizedBy: 'Organizado por {{organization}}',
  date: 'Fecha del evento',
  eventCode: 'Código del evento',
  unit: 'Se cuenta en',
  participants: 'Participantes',
  goal: 'Meta',
  raised: 'Recaudado',
  progress: '{{percent}} % de la meta recaudado',
  fundsGoTo: 'Los fondos se destinan a',
  status: { draft: 'En preparación', active: 'Abierto a promesas', completed: 'Terminado' },
  privacy: 'Aquí no se muestran los nombres de los participantes. Pide a tu participante su página personal.',
  unknownTitle: 'Thon no encontrado',
  tryAgain: 'Revisa el código y vuelve a intentarlo.',
};

addPageTexts('publicEvent', publicEventEn, publicEventEs);
