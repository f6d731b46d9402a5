from enum import Enum


class GetHealthResponse200Store(str, Enum):
    DISK_FULL = "disk_full"
    UNREACHABLE = "unreachable"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
