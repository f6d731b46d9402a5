from enum import Enum


class ConnectionRevocationState(str, Enum):
    ABANDONED = "abandoned"
    NOT_SUPPORTED = "not_supported"
    RETRYING = "retrying"
    REVOKED = "revoked"

    def __str__(self) -> str:
        return str(self.value)
