// Writes src/styles/tokens.css from the one set of design tokens in the contract package.
import { writeFileSync } from 'node:fs';
import { tokensCss } from '@arcadia/contracts';

writeFileSync(new URL('../src/styles/tokens.css', import.meta.url), tokensCss());
console.log('src/styles/tokens.css written from packages/contracts/src/design-tokens.ts');
