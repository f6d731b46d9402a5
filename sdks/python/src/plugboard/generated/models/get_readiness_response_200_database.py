from enum import Enum


class GetReadinessResponse200Database(str, Enum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
