#include "ui/widgets/confirmer.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

Confirmer::~Confirmer() = default;

bool DialogConfirmer::confirm(QWidget *parent, const QString &title, const QString &text, const QString &action)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    QPushButton *go = box.addButton(action, QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}

bool DialogConfirmer::confirmByTyping(QWidget *parent, const QString &title, const QString &text,
                                      const QString &expected)
{
    bool ok = false;
    const QString typed = QInputDialog::getText(parent, title, text, QLineEdit::Normal, QString(), &ok);
    return ok && typed == expected;
}

std::optional<QString> DialogConfirmer::askText(QWidget *parent, const QString &title, const QString &label,
                                                const QString &initial)
{
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Normal, initial, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

std::optional<QString> DialogConfirmer::askSecret(QWidget *parent, const QString &title, const QString &label)
{
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Password, {}, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

int DialogConfirmer::choose(QWidget *parent, const QString &title, const QString &text, const QStringList &choices)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    QList<QAbstractButton *> buttons;
    for (const QString &choice : choices)
        buttons << box.addButton(choice, QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return int(buttons.indexOf(box.clickedButton()));
}

std::optional<QString> DialogConfirmer::saveFile(QWidget *parent, const QString &title, const QString &suggested,
                                                 const QString &filter)
{
    const QString path = QFileDialog::getSaveFileName(parent, title, suggested, filter);
    return path.isEmpty() ? std::nullopt : std::optional<QString>(path);
}
