from enum import Enum


class LegacyGetListObjectType(str, Enum):
    CONTACT = "contact"
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
