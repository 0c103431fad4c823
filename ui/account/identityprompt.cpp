#include "ui/account/identityprompt.h"

#include "ui/widgets/confirmer.h"

#include <QPointer>
#include <QWidget>

QString IdentityPrompt::title()
{
    return tr("Confirm it is you");
}

QString IdentityPrompt::label()
{
    return tr("This moves money or widens who can use the account, so gpudesk asks who you are once more (then not "
              "again for ten minutes).\n\nYour password, or a 6-digit code from your authenticator app:");
}

Reconfirmation::Ask IdentityPrompt::asker(Confirmer &confirmer, QWidget *parent)
{
    // The page may be gone by the time the platform answers: then nothing is asked.
    return [&confirmer, page = QPointer<QWidget>(parent)](const ApiError &) -> std::optional<QString> {
        if (!page)
            return std::nullopt;
        return confirmer.askSecret(page, title(), label());
    };
}
