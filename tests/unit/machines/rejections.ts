// What an injected call may reject with that carries no usable reason: a machine must show its
// own failure text for each (the screens always reject with a message, so only the machines are asked).
export const REJECTIONS_WITHOUT_REASON: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['a string', '理由'],
  ['an object without a message', {}],
  ['a message that is not text', { message: 42 }],
  ['an empty message', { message: '' }],
];
