from enum import Enum


class FreshsalesTasksCreateBodyTargetableType(str, Enum):
    CONTACT = "Contact"
    DEAL = "Deal"
    SALESACCOUNT = "SalesAccount"

    def __str__(self) -> str:
        return str(self.value)
