import type { Strings } from './strings';
/**
 * The captcha's words (decision 023), shared by the contact form and the pledge form, which asks for
 * one after repeated declined cards (decision 105).
 */
export const captchaEn = {
  image: 'Characters to type',
  answer: 'Type the characters shown',
  refresh: 'Show other characters',
  loading: 'Loading the characters…',
  useQuestion: 'Cannot see the image? Answer a question instead',
  useImage: 'Show characters to type instead',
  question: 'What is {{first}} {{operation}} {{second}}? Answer in digits',
  plus: 'plus',
  minus: 'minus',
  otherQuestion: 'Ask another question',
} as const;

export const captchaEs: Strings<typeof captchaEn> = {
  image: 'Caracteres que debes escribir',
  answer: 'Escribe los caracteres que ves',
  refresh: 'Mostrar otros caracteres',
  loading: 'Cargando los caracteres…',
  useQuestion: '¿No ves la imagen? Responde una pregunta',
  useImage: 'Mostrar caracteres para escribir',
  question: '¿Cuánto es {{first}} {{operation}} {{second}}? Responde con cifras',
  plus: 'más',
  minus: 'menos',
  otherQuestion: 'Hacer otra pregunta',
} as const;
