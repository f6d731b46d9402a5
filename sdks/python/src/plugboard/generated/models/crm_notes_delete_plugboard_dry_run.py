from enum import Enum


class CrmNotesDeletePlugboardDryRun(str, Enum):
    FALSE = "false"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
