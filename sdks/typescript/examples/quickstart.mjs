// The README's quickstart, runnable: PLUGBOARD_URL and PLUGBOARD_API_TOKEN of a development environment, and a
// gateway that may deliver to 127.0.0.1 (PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS=true; sdks/typescript/test.sh runs it).
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { Plugboard } from '@plugboard/node';

const plugboard = new Plugboard({ baseUrl: process.env.PLUGBOARD_URL, apiToken: process.env.PLUGBOARD_API_TOKEN });

// 1. A sandbox connection (sample data, development environments) and its contacts, every page.
const { accessToken } = await plugboard.connectSandbox('hubspot');
let count = 0;
for await (const contact of plugboard.connection(accessToken).list('/api/unifications/crm/contacts/list', { pageSize: 10 })) {
  if (count++ < 3) console.log(contact.firstName, contact.lastName, contact.email);
}
console.log(`${count} contacts`);

// 2. A webhook receiver: verify each delivery on its raw body, then answer 2xx.
let secret;
const delivered = new Promise((resolve, reject) => {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const event = await plugboard.verifyWebhook({ body: Buffer.concat(chunks), headers: req.headers, secret });
        res.writeHead(204).end();
        server.close();
        resolve(event);
      } catch (e) {
        res.writeHead(401).end();
        reject(e);
      }
    });
  });
  server.listen(0, '127.0.0.1', async () => {
    const { webhook } = await plugboard.post('/webhooks/create', { url: `http://127.0.0.1:${server.address().port}/plugboard` });
    secret = webhook.secret; // answered once: keep it with your secrets
    await plugboard.post('/webhooks/test', { id: webhook.id });
    delivered.finally(() => plugboard.post('/webhooks/delete', { id: webhook.id }));
  });
});
const event = await delivered;
console.log('verified', event.eventType, event.eventId);
