"""Connects to the gateway's /mcp with the official Python MCP client (PyPI `mcp`), lists the tools and calls one.

Usage: python mcp_client_check.py <mcp url> <tool name> <arguments as JSON>
The gateway's credentials come from the environment: MCP_HEADERS, a JSON object of HTTP headers.
Prints one JSON line: the negotiated protocol version, the tool names and the call's result.
"""

import asyncio
import json
import os
import sys

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client


async def main() -> None:
    url, tool, arguments = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    headers = json.loads(os.environ.get("MCP_HEADERS", "{}"))
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            tools = await client.list_tools()
            result = await client.call_tool(tool, arguments)
            print(
                json.dumps(
                    {
                        "tools": [t.name for t in tools.tools],
                        "isError": bool(result.is_error),
                        "structuredContent": result.structured_content,
                    }
                )
            )


asyncio.run(main())
