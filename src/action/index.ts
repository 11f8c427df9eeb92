import { run } from './main.js';
void run();
