from enum import Enum


class AuditActorVia(str, Enum):
    ADMINTOKEN = "adminToken"
    CLI = "cli"

    def __str__(self) -> str:
        return str(self.value)
