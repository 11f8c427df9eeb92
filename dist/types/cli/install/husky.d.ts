import { type Installer } from './installTarget.js';
export declare const huskyLine: (hook: string) => string;
export declare const husky: Installer;
