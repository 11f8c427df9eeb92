// The scripted stand-in for a model API on 127.0.0.1 lives in src/ (diffgate doctor --live runs
// the same server): every request is recorded and answered by the scenario's handler, so a test can
// assert on what the real client sent the model after a hook answered.
export {
  type Handler,
  type RecordedRequest,
  type ScriptedModel,
  sse,
  startScriptedModel,
} from '../../src/cli/doctor/live/standIn.js';
