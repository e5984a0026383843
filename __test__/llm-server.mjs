// A scripted OpenAI-compatible LLM server for agent tests: `POST /v1/chat/completions` (streamed
// as server-sent events when the request asks for `stream`, else one JSON body) answering from a
// script instead of a model. Turn n of a conversation (n = the tool results in the request so far)
// gets `script[n]`: `{ toolCalls: [{ name, arguments }] }` or `{ text }` (either with `delayMs`: answered that much later); past the end, the last
// entry. `script` may also be a function `(request, n) => step` (e.g. to answer by the prompt). Every request body is kept in `requests` so a test can check what the agent sent
// (its tools, the tool results). Listens on 127.0.0.1 on a free port.
import http from 'node:http';

/** @param {Array<{text?: string, toolCalls?: Array<{name: string, arguments: object}>}> | ((request: any, turn: number) => object)} script */
export async function startLlmServer(script) {
  const requests = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      let request;
      try {
        request = JSON.parse(body);
      } catch (e) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `bad JSON: ${e.message}`, type: 'invalid_request_error' } }));
        return;
      }
      requests.push(request);
      const turn = (request.messages || []).filter((m) => m.role === 'tool').length;
      const step = typeof script === 'function' ? script(request, turn) : script[Math.min(turn, script.length - 1)];
      const answer = (step) => {
        const id = `chatcmpl-${++calls}`;
        const created = Math.floor(Date.now() / 1000);
        const model = request.model || 'scripted';
        const toolCalls = (step.toolCalls || []).map((t, i) => ({
          index: i, id: `call_${calls}_${i}`, type: 'function',
          function: { name: t.name, arguments: JSON.stringify(t.arguments) },
        }));
        const finish = toolCalls.length > 0 ? 'tool_calls' : 'stop';
        const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
        if (!request.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({
            id, object: 'chat.completion', created, model, usage,
            choices: [{
              index: 0, finish_reason: finish,
              message: { role: 'assistant', content: step.text ?? null, ...(toolCalls.length ? { tool_calls: toolCalls.map(({ index, ...t }) => t) } : {}) },
            }],
          }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        const chunk = (choices, extra = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`);
        chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
        if (step.text) chunk([{ index: 0, delta: { content: step.text }, finish_reason: null }]);
        if (toolCalls.length) chunk([{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }]);
        chunk([{ index: 0, delta: {}, finish_reason: finish }]);
        if (request.stream_options && request.stream_options.include_usage) chunk([], { usage });
        res.end('data: [DONE]\n\n');
      };
      // `delayMs`: the answer comes that much later (a slow model, for timeouts).
      if (step.delayMs) {
        const timer = setTimeout(() => answer(step), step.delayMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      answer(step);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
