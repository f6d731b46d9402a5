import type { ToolDefinition } from './gateway-tools.js';

export type ToolFormat = 'mcp' | 'openai' | 'openai-responses' | 'anthropic';

/**
 * The same tool definitions in each framework's shape. `openai` is the Chat Completions function tool
 * (`{type: 'function', function: {name, description, parameters}}`), `openai-responses` the Responses API one
 * (`{type: 'function', name, description, parameters}`), `anthropic` the Messages API tool
 * (`{name, description, input_schema}`); `mcp` is the definition as `/mcp` lists it.
 */
export function formatTools(tools: readonly ToolDefinition[], format: ToolFormat): Record<string, unknown>[] {
  switch (format) {
    case 'openai':
      return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.inputSchema } }));
    case 'openai-responses':
      return tools.map((t) => ({ type: 'function', name: t.name, description: t.description, parameters: t.inputSchema }));
    case 'anthropic':
      return tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema }));
    default:
      return tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations }));
  }
}
