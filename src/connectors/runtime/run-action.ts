import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { ExpressionRun } from '../mapping/bounded-expression.js';
import { readRecord } from '../mapping/model-mapper.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import { sendRequest } from './lookups.js';

/**
 * Runs a manifest action: input validated against its JSON Schema, request rendered from `input`, response
 * shaped by the action's JSONata (with `$unified(records, 'model')` for the model's records in the API's shape and `$input` for the
 * validated input), output checked
 * against the declared output schema so callers get exactly the documented shape.
 */
export async function runAction(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  actionPath: string,
  input: unknown,
): Promise<unknown> {
  const action = connector.actions[actionPath];
  if (!action) {
    throw new PlugboardError('NOT_FOUND', `${connector.info.display.name} has no action '${actionPath}'`, {
      details: { integrationId: connector.id, action: actionPath, actions: Object.keys(connector.actions) },
    });
  }
  const value = input ?? {};
  if (!action.validateInput(value)) {
    throw new PlugboardError('VALIDATION_FAILED', `Invalid input for ${connector.id} ${actionPath}`, {
      details: { errors: (action.validateInput.errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message })) },
    });
  }
  const call = await executor.openCall(connector, conn);
  const res = await sendRequest(executor, call, action.request, { input: value });
  // A dry run stops here: the tool's answer, and so the output, is what it does not have.
  if (conn.dryRun) {
    if (action.response) conn.dryRun.note(`The answer is shaped by the action's response expression into its output schema.`);
    return undefined;
  }
  let output: unknown = res.body;
  if (action.response) {
    // The response expression and the model mappings it calls are one read: a failure stops the others.
    const run = new ExpressionRun();
    const unified = async (records: unknown, modelId: string) => {
      const model = connector.models[modelId];
      if (!model) throw new Error(`unknown model ${modelId}`);
      if (records === undefined || records === null) return [];
      const list = Array.isArray(records) ? records : [records];
      // The records as the API shows them everywhere else (unified endpoints, passthrough reads): the model's toApi.
      return Promise.all(list.map(async (r) => model.toApi(await readRecord(model, r, {}, run), {})));
    };
    try {
      // `$input` lets a response compute what the tool does not echo back (e.g. the next offset of an offset-paged call).
      output = await action.response.evaluate(res.body ?? {}, { unified, input: value }, run);
    } catch (e) {
      throw new PlugboardError('DOWNSTREAM_ERROR', `Could not read ${connector.info.display.name}'s answer for ${actionPath}`, {
        cause: e,
        details: { integrationId: connector.id },
      });
    }
  }
  if (!action.validateOutput(output)) {
    throw new PlugboardError(
      'DOWNSTREAM_ERROR',
      `${connector.info.display.name}'s answer for ${actionPath} does not have the documented shape`,
      {
        details: {
          integrationId: connector.id,
          errors: (action.validateOutput.errors ?? []).slice(0, 10).map((e) => ({ path: e.instancePath || '/', message: e.message })),
        },
      },
    );
  }
  return output;
}
