import { buildApp } from '../app.js';

buildApp().app.synth();
