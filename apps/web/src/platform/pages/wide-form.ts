import { createContext } from 'react';

/** Whether the surrounding kit form spans the content width (`FormBody`'s `wide`). */
export const WideFormContext = createContext(false);
