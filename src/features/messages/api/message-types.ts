/** The message center's types, as the contract defines them. */
import type { components } from '@openapi/schema';

export type Message = components['schemas']['Message'];
export type MessageKind = components['schemas']['MessageKind'];
export type MessagePage = components['schemas']['MessagePage'];
export type MessageReadState = components['schemas']['MessageReadState'];

export const messageReadStates = ['all', 'unread'] as const satisfies readonly MessageReadState[];

type KindKey<Kind extends string> = Kind extends `${infer Area}.${infer Name}`
  ? `${Area}${Capitalize<Name>}`
  : never;

/** A kind as a text key (`messages.kinds.*`): the contract's dotted names do not make keys. */
export type MessageKindKey = KindKey<MessageKind>;

export function messageKindKey(kind: MessageKind): MessageKindKey {
  const [area = '', name = ''] = kind.split('.');
  // Every kind of the contract is `area.name`, which is what the type above spells out.
  return `${area}${name.charAt(0).toUpperCase()}${name.slice(1)}` as MessageKindKey;
}
