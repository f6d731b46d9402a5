from enum import Enum


class CrmNotesUpdatePlugboardRetry(str, Enum):
    DEFAULT = "default"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
