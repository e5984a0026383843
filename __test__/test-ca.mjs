// A throwaway TLS test CA and a server certificate for `localhost`/127.0.0.1 signed by it, made with
// the host's `openssl` in `dir` (network, node-net and python-net tests).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Writes ca.pem, srv.key, srv.pem into `dir`; returns `{ caPem, caFile, key, cert }`. */
export function makeTestCa(dir) {
  const run = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=agentOS test CA', '-keyout', 'ca.key', '-out', 'ca.pem',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'srv.key', '-out', 'srv.csr');
  fs.writeFileSync(path.join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  run('x509', '-req', '-in', 'srv.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'ext.cnf', '-out', 'srv.pem');
  return {
    caPem: fs.readFileSync(path.join(dir, 'ca.pem'), 'utf8'),
    caFile: path.join(dir, 'ca.pem'),
    key: fs.readFileSync(path.join(dir, 'srv.key')),
    cert: fs.readFileSync(path.join(dir, 'srv.pem')),
  };
}
