from enum import Enum


class ConnectionHealthReasonCode(str, Enum):
    AUTH_REJECTED = "auth_rejected"
    MISSING_SCOPES = "missing_scopes"
    NEEDS_REAUTH = "needs_reauth"
    REFRESH_FAILED = "refresh_failed"

    def __str__(self) -> str:
        return str(self.value)
