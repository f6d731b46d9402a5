from enum import Enum


class ConnectionHealth(str, Enum):
    ERROR = "error"
    NEEDS_REAUTH = "needs_reauth"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
