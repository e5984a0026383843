// Talks to examples/actor/server.mjs: files, a shell pipeline, a binding, and streamed process output.
import { createClient } from '../../client.mjs';

const client = createClient(process.env.AGENTOS_ENDPOINT ?? 'http://127.0.0.1:6420');
const agent = client.vm.getOrCreate('my-agent');

await agent.filesystem.writeFile('/home/agentos/hello.txt', 'hello from the client\n');
const cat = await agent.process.exec('cat /home/agentos/hello.txt | wc -c');
console.log('bytes in hello.txt:', cat.stdout.trim());

const note = await agent.exec("agentos-notes add --text 'remember the milk'");
console.log('binding result:', note.stdout.trim());

// The sandbox: write through the mount, run natively inside it.
await agent.filesystem.writeFile('/home/agentos/sandbox/app/hello.sh', 'echo "hello from $(uname -s)"\n');
const sbx = await agent.process.exec('agentos-sandbox run-command --command sh --args app/hello.sh');
console.log('sandbox:', sbx.stdout.trim());

const conn = agent.connect();
const done = new Promise((resolve) => {
  conn.on('processOutput', (e) => process.stdout.write(`[pid ${e.pid} ${e.stream}] ${Buffer.from(e.data)}`));
  conn.on('processExit', (e) => resolve(e.exitCode));
});
const { pid } = await conn.process.spawn('sh', ['-c', 'for i in 1 2 3; do echo tick $i; sleep 0.2; done']);
console.log(`spawned pid ${pid}, exit code ${await done}`);
await conn.dispose();
process.exit(0);
