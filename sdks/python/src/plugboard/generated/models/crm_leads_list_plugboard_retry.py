from enum import Enum


class CrmLeadsListPlugboardRetry(str, Enum):
    DEFAULT = "default"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
