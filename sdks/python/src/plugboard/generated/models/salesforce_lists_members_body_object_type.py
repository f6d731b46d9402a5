from enum import Enum


class SalesforceListsMembersBodyObjectType(str, Enum):
    CONTACT = "contact"
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
