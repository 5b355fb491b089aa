import { en } from '@arcadia/contracts/messages/en';
import type { Texts } from '../translator.ts';

/** The start-up namespaces (START_NAMESPACES; start.test.ts checks the list) and the messages, as one chunk. */
export default {
  files: import.meta.glob<Texts>(
    '../locales/en/{common,header,auth,home,footer,side,notice,modal,games,lobby,status,vip}.json',
    { eager: true, import: 'default' },
  ),
  messages: en,
};
