from enum import Enum


class ApiKeyScope(str, Enum):
    ADMIN = "admin"
    AGENTS = "agents"
    CONNECT = "connect"
    READ = "read"
    WEBHOOKS = "webhooks"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
