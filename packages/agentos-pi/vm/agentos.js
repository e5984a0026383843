// agentOS's extension for Pi (loaded by vm/pi with `--extension`), runs inside the VM:
// - before each agent turn, appends the VM's instructions (/etc/agentos/instructions.md, written by
//   the host at createSession, plus the session's additionalInstructions) to Pi's system prompt;
// - before each tool call, asks the host for permission through the `agentos-acp` binding the host
//   registers for agent sessions (pi-acp 0.0.23 never sends ACP's session/request_permission
//   itself): the host answers with the session's onPermissionRequest handler, and a denied call is
//   blocked with the reason, which Pi reports to the model as the tool's result;
// - after a failed model request, tells the host (`agentos-acp report-error`), so the prompt
//   rejects with Pi's error instead of ending as an empty turn.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function instructions() {
  const parts = [];
  const file = process.env.AGENT_INSTRUCTIONS_FILE;
  if (file) {
    try {
      parts.push(readFileSync(file, 'utf8'));
    } catch {
      // No instructions file (skipOsInstructions, or written elsewhere): nothing to add.
    }
  }
  if (process.env.AGENT_ADDITIONAL_INSTRUCTIONS) parts.push(process.env.AGENT_ADDITIONAL_INSTRUCTIONS);
  return parts.join('\n\n').trim();
}

function askHost(event) {
  const key = process.env.AGENT_SESSION_KEY;
  if (!key) return { allowed: true };
  const input = JSON.stringify({ key, toolCallId: event.toolCallId, toolName: event.toolName, input: event.input ?? {} });
  let out;
  try {
    out = execFileSync('agentos-acp', ['request-permission', '--json', '-'], { input, encoding: 'utf8', maxBuffer: 1 << 20 });
  } catch (err) {
    // The binding failed (its stdout still holds the envelope) or could not run: fail closed.
    out = err && typeof err.stdout === 'string' ? err.stdout : '';
    if (!out) return { allowed: false, reason: `agentOS could not ask for permission: ${err && err.message}` };
  }
  try {
    const envelope = JSON.parse(out);
    if (envelope.ok) return envelope.result;
    return { allowed: false, reason: `agentOS permission request failed: ${envelope.error && envelope.error.message}` };
  } catch {
    return { allowed: false, reason: 'agentOS permission request failed: unreadable reply' };
  }
}

// Pi ends a turn whose model request failed (endpoint down, refused by the network policy, an
// HTTP error) as an assistant message with stopReason "error", which pi-acp 0.0.23 reports as an
// ordinary end_turn with no text: tell the host, whose prompt() then rejects with the message.
function reportError(message) {
  const key = process.env.AGENT_SESSION_KEY;
  if (!key) return;
  try {
    execFileSync('agentos-acp', ['report-error', '--json', '-'], { input: JSON.stringify({ key, message }), encoding: 'utf8', maxBuffer: 1 << 20 });
  } catch {
    // The host cannot be told (no binding): the turn ends as Pi ends it.
  }
}

export default function agentos(pi) {
  pi.on('message_end', async (event) => {
    const m = event.message;
    if (m && m.role === 'assistant' && m.stopReason === 'error') reportError(String(m.errorMessage || 'the model request failed'));
    return undefined;
  });
  pi.on('before_agent_start', async (event) => {
    const text = instructions();
    if (!text) return undefined;
    return { systemPrompt: `${event.systemPrompt}\n\n${text}` };
  });
  pi.on('tool_call', async (event) => {
    const answer = askHost(event);
    if (answer && answer.allowed) return undefined;
    return { block: true, reason: (answer && answer.reason) || 'denied by the host' };
  });
}
