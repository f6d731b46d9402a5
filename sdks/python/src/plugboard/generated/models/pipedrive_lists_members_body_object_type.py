from enum import Enum


class PipedriveListsMembersBodyObjectType(str, Enum):
    CONTACT = "contact"
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
