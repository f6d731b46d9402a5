from enum import Enum


class CrmContactsCreatePlugboardDryRun(str, Enum):
    FALSE = "false"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
