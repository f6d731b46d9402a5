from enum import Enum


class SandboxFaultsRateLimitRetryAfterFormat(str, Enum):
    HTTP_DATE = "http-date"
    SECONDS = "seconds"

    def __str__(self) -> str:
        return str(self.value)
