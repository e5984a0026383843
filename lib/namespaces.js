'use strict';
// The namespaced method names of a VM (api.md sections 3-4 and 12) and the flat methods they stand
// for. One table for `vm.filesystem.*`/`vm.process.*`, the actor's dotted action names and the
// client wrapper.

/** Flat VM methods served as actions (everything except the callback-based `onProcess*`). */
const FLAT_ACTIONS = Object.freeze([
  'exec', 'spawn', 'writeProcessStdin', 'closeProcessStdin', 'waitProcess', 'stopProcess', 'killProcess',
  'listProcesses', 'allProcesses', 'processTree', 'getProcess',
  'readFile', 'writeFile', 'writeFiles', 'readFiles', 'mkdir', 'readdir', 'readdirRecursive', 'stat', 'lstat',
  'exists', 'move', 'delete', 'deleteFile', 'remove', 'mountFs', 'unmountFs', 'listMounts', 'fetch',
]);

/** `namespace.method` → flat method. */
const NAMESPACED_ACTIONS = Object.freeze({
  'filesystem.readFile': 'readFile',
  'filesystem.writeFile': 'writeFile',
  'filesystem.writeFiles': 'writeFiles',
  'filesystem.readFiles': 'readFiles',
  'filesystem.mkdir': 'mkdir',
  'filesystem.readdir': 'readdir',
  'filesystem.readdirRecursive': 'readdirRecursive',
  'filesystem.stat': 'stat',
  'filesystem.lstat': 'lstat',
  'filesystem.exists': 'exists',
  'filesystem.move': 'move',
  'filesystem.delete': 'delete',
  'filesystem.remove': 'delete',
  'filesystem.deleteFile': 'delete',
  'filesystem.mount': 'mountFs',
  'filesystem.unmount': 'unmountFs',
  'filesystem.listMounts': 'listMounts',
  'process.exec': 'exec',
  'process.spawn': 'spawn',
  'process.writeStdin': 'writeProcessStdin',
  'process.closeStdin': 'closeProcessStdin',
  'process.wait': 'waitProcess',
  'process.list': 'listProcesses',
  'process.listAll': 'allProcesses',
  'process.tree': 'processTree',
  'process.get': 'getProcess',
  'process.stop': 'stopProcess',
  'process.kill': 'killProcess',
  'network.fetch': 'fetch',
});

/** Code-mode actions (`runtimes.md` 2, 3; lib/code-mode.js): dotted name → [namespace, method]. */
const CODE_ACTIONS = Object.freeze({
  'javascript.evaluate': ['javascript', 'evaluate'],
  'javascript.execute': ['javascript', 'execute'],
  'typescript.evaluate': ['typescript', 'evaluate'],
  'typescript.execute': ['typescript', 'execute'],
  'python.evaluate': ['python', 'evaluate'],
  'python.execute': ['python', 'execute'],
});

/** Agent-session actions (runtimes.md 4; lib/sessions.js): the VM methods of the same names. */
const SESSION_ACTIONS = Object.freeze([
  'createSession', 'prompt', 'sendPrompt', 'cancelSession', 'cancelPrompt', 'closeSession', 'listSessions',
  'getSessionEvents', 'respondPermission',
]);

module.exports = { FLAT_ACTIONS, NAMESPACED_ACTIONS, CODE_ACTIONS, SESSION_ACTIONS };
