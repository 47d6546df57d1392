/**
 * A text input drawn with Chakra's input recipe, as `Input` draws it, for an input outside a `Field`
 * (the site search, a list's keyword box). Chakra's `Input` is Ark's field input, which reads a field
 * context such an input never has and brings all of Ark's Field with it (its other parts, the
 * textarea's auto-resize, …): about 5 KB of the public start, for the header's search box.
 */
import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

export const PlainInput = withContext<HTMLInputElement, InputProps>('input');
