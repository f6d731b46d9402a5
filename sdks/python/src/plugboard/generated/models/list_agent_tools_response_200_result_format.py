from enum import Enum


class ListAgentToolsResponse200ResultFormat(str, Enum):
    ANTHROPIC = "anthropic"
    MCP = "mcp"
    OPENAI = "openai"
    OPENAI_RESPONSES = "openai-responses"

    def __str__(self) -> str:
        return str(self.value)
