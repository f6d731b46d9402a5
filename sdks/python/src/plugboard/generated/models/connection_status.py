from enum import Enum


class ConnectionStatus(str, Enum):
    INITIAL_SYNCED = "INITIAL_SYNCED"
    NEW_CONNECTION = "NEW_CONNECTION"
    READY = "READY"

    def __str__(self) -> str:
        return str(self.value)
