from enum import Enum


class GetReadinessResponse200Status(str, Enum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
