// The Pi coding agent for tests and benchmarks: @rivet-dev/agentos-pi (packages/agentos-pi, with
// @mariozechner/pi-coding-agent 0.73.1 and pi-acp 0.0.23 as its npm dependencies) in `software`,
// and Pi's own configuration pointing at an OpenAI-compatible server (llm-server.mjs) as its
// default model.

/** Writes <home>/.pi/agent/{models,settings}.json in the VM: `baseUrl` as provider "test", model "scripted". */
export async function configurePi(vm, baseUrl, home = '/home/agentos') {
  await vm.mkdir(`${home}/.pi/agent`, { recursive: true });
  await vm.writeFile(`${home}/.pi/agent/models.json`, JSON.stringify({
    providers: {
      test: {
        baseUrl, api: 'openai-completions', apiKey: 'test-key',
        compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
        models: [{ id: 'scripted', reasoning: false }],
      },
    },
  }));
  await vm.writeFile(`${home}/.pi/agent/settings.json`, JSON.stringify({ defaultProvider: 'test', defaultModel: 'scripted' }));
}
